import * as ToastPrimitives from '@radix-ui/react-toast'
import { cva, type VariantProps } from 'class-variance-authority'
import { X } from 'lucide-react'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/utils'

// spec §9: 5000 ms, swipe right past 50 px, F8 focuses the area, at most 420 px wide from medium screens
export const toastDurationMs = 5000
export const ToastProvider = (props: ComponentProps<typeof ToastPrimitives.Provider>) => (
  <ToastPrimitives.Provider
    duration={toastDurationMs}
    swipeDirection="right"
    swipeThreshold={50}
    {...props}
  />
)

export const ToastViewport = ({ className, ...props }: ComponentProps<typeof ToastPrimitives.Viewport>) => (
  <ToastPrimitives.Viewport
    hotkey={['F8']}
    className={cn(
      'fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse p-4 sm:top-auto sm:right-0 sm:bottom-0 sm:flex-col md:max-w-[420px]',
      className,
    )}
    {...props}
  />
)

const toastVariants = cva(
  'group pointer-events-auto relative flex w-full items-center justify-between gap-4 overflow-hidden rounded-md border p-5 pr-8 shadow-lg transition-all data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[state=closed]:opacity-0',
  {
    variants: {
      variant: {
        default: 'border bg-background text-foreground',
        success: 'border-green-700 bg-green-700 text-white',
        destructive: 'border-destructive bg-destructive text-destructive-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
)
export type ToastVariant = NonNullable<VariantProps<typeof toastVariants>['variant']>

export const Toast = ({
  className,
  variant,
  ...props
}: ComponentProps<typeof ToastPrimitives.Root> & VariantProps<typeof toastVariants>) => (
  <ToastPrimitives.Root className={cn(toastVariants({ variant }), className)} {...props} />
)
export const ToastClose = ({ className, ...props }: ComponentProps<typeof ToastPrimitives.Close>) => (
  <ToastPrimitives.Close
    aria-label="Close"
    className={cn('absolute top-2 right-2 rounded-md p-1 opacity-70 hover:opacity-100', className)}
    {...props}
  >
    <X className="size-4" aria-hidden="true" />
  </ToastPrimitives.Close>
)
export const ToastTitle = ({ className, ...props }: ComponentProps<typeof ToastPrimitives.Title>) => (
  <ToastPrimitives.Title className={cn('text-sm font-semibold', className)} {...props} />
)
export const ToastDescription = ({
  className,
  ...props
}: ComponentProps<typeof ToastPrimitives.Description>) => (
  <ToastPrimitives.Description className={cn('text-sm opacity-90', className)} {...props} />
)
