import type { ComponentProps } from 'react'
import { cn } from '@/lib/utils'

export const Card = ({ className, ...props }: ComponentProps<'div'>) => (
  <div className={cn('bg-background rounded-lg border shadow-sm', className)} {...props} />
)
export const CardHeader = ({ className, ...props }: ComponentProps<'div'>) => (
  <div className={cn('flex flex-col gap-1.5 p-6', className)} {...props} />
)
/** The title's text; pages put their own heading element inside, so heading levels stay right. */
export const CardTitle = ({ className, ...props }: ComponentProps<'div'>) => (
  <div className={cn('text-xl leading-none font-semibold', className)} {...props} />
)
export const CardContent = ({ className, ...props }: ComponentProps<'div'>) => (
  <div className={cn('p-6 pt-0', className)} {...props} />
)
