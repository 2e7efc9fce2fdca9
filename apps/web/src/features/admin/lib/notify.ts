import { toast } from '@/components/ui/use-toast'
import { reasonOf } from '@/lib/api-client'

/** Every admin failure shows a destructive toast with the server's reason (decisions.md §5, departure 3). */
export function notifyFailure(title: string, error: unknown) {
  toast({ variant: 'destructive', title, description: reasonOf(error) })
}

export function notifySuccess(title: string, description?: string) {
  toast({ variant: 'success', title, description })
}
