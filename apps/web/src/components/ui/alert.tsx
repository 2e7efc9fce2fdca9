import type { ComponentProps } from 'react'
import { cn } from '@/lib/utils'

export function Alert({
  className,
  variant = 'default',
  ...props
}: ComponentProps<'div'> & { variant?: 'default' | 'destructive' }) {
  return (
    <div
      role="alert"
      className={cn(
        'rounded-lg border p-4 text-sm',
        variant === 'destructive' && 'border-destructive/50 text-destructive bg-red-50',
        className,
      )}
      {...props}
    />
  )
}

export const AlertTitle = ({ className, children, ...props }: ComponentProps<'h2'>) => (
  <h2 className={cn('mb-1 leading-none font-semibold', className)} {...props}>
    {children}
  </h2>
)
export const AlertDescription = ({ className, ...props }: ComponentProps<'div'>) => (
  <div className={cn('text-sm', className)} {...props} />
)
