import { LoadingState } from '@/ui/spinner';

/**
 * The signed-in shell's frame (side navigation, top bar) with a spinner where the page goes: drawn by
 * the entry as soon as it runs, while the page's chunks and data load, instead of a blank screen.
 */
export function ShellSkeleton() {
  return (
    <div className="min-h-dvh">
      <div aria-hidden className="fixed inset-y-0 left-0 hidden w-[350px] border-r bg-sidebar lg:block" />
      <div className="lg:pl-[350px]">
        <div aria-hidden className="h-14 border-b" />
        <LoadingState className="min-h-[60vh]" />
      </div>
    </div>
  );
}
