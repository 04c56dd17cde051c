import { Loader2 } from 'lucide-react';

/**
 * The signed-in shell's frame (side navigation, top bar) with a spinner where the page goes: drawn by
 * the entry as soon as it runs, while the locale, the page's chunks and its data load, instead of a
 * blank screen. It says nothing, so it can be drawn before the locale has arrived; the page it
 * stands for is marked busy instead.
 */
export function ShellSkeleton() {
  return (
    <div className="min-h-dvh" aria-busy>
      <div aria-hidden className="fixed inset-y-0 left-0 hidden w-[350px] border-r bg-sidebar lg:block" />
      <div className="lg:pl-[350px]">
        <div aria-hidden className="h-14 border-b" />
        <div className="flex min-h-[60vh] w-full items-center justify-center">
          <Loader2 aria-hidden className="size-5 animate-spin text-muted-foreground" />
        </div>
      </div>
    </div>
  );
}
