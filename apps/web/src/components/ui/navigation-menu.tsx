import * as NavigationMenuPrimitive from '@radix-ui/react-navigation-menu'
import { ChevronDown } from 'lucide-react'
import type { ComponentProps } from 'react'
import { cn } from '@/lib/utils'

// spec §9: hover menus open after 200 ms and skip the delay for 300 ms; Radix closes them after its fixed 150 ms
export const menuOpenDelayMs = 200
export const menuSkipDelayMs = 300

export function NavigationMenu({
  className,
  children,
  ...props
}: ComponentProps<typeof NavigationMenuPrimitive.Root>) {
  return (
    <NavigationMenuPrimitive.Root
      delayDuration={menuOpenDelayMs}
      skipDelayDuration={menuSkipDelayMs}
      className={cn('relative z-10 flex max-w-max flex-1 items-center justify-center', className)}
      {...props}
    >
      {children}
      <div className="absolute top-full left-0 flex justify-center">
        <NavigationMenuPrimitive.Viewport className="bg-background relative mt-1.5 h-[var(--radix-navigation-menu-viewport-height)] w-full overflow-hidden rounded-md border shadow-lg md:w-[var(--radix-navigation-menu-viewport-width)]" />
      </div>
    </NavigationMenuPrimitive.Root>
  )
}

export const NavigationMenuList = ({
  className,
  ...props
}: ComponentProps<typeof NavigationMenuPrimitive.List>) => (
  <NavigationMenuPrimitive.List
    className={cn('flex flex-1 list-none flex-wrap items-center gap-1', className)}
    {...props}
  />
)
export const NavigationMenuItem = NavigationMenuPrimitive.Item

export const navigationMenuTriggerClass =
  'inline-flex h-9 items-center justify-center gap-1 rounded-md px-3 text-sm font-medium hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring data-[state=open]:bg-muted data-[active]:bg-muted'

export function NavigationMenuTrigger({
  className,
  children,
  ...props
}: ComponentProps<typeof NavigationMenuPrimitive.Trigger>) {
  return (
    <NavigationMenuPrimitive.Trigger
      className={cn(navigationMenuTriggerClass, 'group', className)}
      {...props}
    >
      {children}
      <ChevronDown
        className="size-3 transition-transform group-data-[state=open]:rotate-180"
        aria-hidden="true"
      />
    </NavigationMenuPrimitive.Trigger>
  )
}

export const NavigationMenuContent = ({
  className,
  ...props
}: ComponentProps<typeof NavigationMenuPrimitive.Content>) => (
  <NavigationMenuPrimitive.Content
    className={cn('top-0 left-0 w-full md:absolute md:w-auto', className)}
    {...props}
  />
)
export const NavigationMenuLink = NavigationMenuPrimitive.Link
