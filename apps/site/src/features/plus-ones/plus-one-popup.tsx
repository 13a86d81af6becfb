import { lazy, Suspense, useRef, useState } from 'react';
import type { PlusOne, Uom } from '@larder/domain';

const PlusOneDialog = lazy(() => import('./plus-one-dialog'));

/**
 * State of the plus-one pop-up of a page: `show(plusOne)` opens it (loading the dialog's chunk the first time),
 * `popup` renders it. The last plus-one stays mounted after closing so the dialog can return focus to the tile.
 */
export function usePlusOnePopup(units?: readonly Uom[]) {
  const [selected, setSelected] = useState<PlusOne | null>(null);
  const [open, setOpen] = useState(false);
  // The pop-up opens without a Radix trigger, so it hands focus back itself to what opened it (a tile or a
  // reference in a recipe), else focus would fall to the page on Escape.
  const opener = useRef<HTMLElement | null>(null);
  const show = (plusOne: PlusOne) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setSelected(plusOne);
    setOpen(true);
  };
  const returnFocus = (event: Event) => {
    if (!opener.current?.isConnected) return;
    event.preventDefault();
    opener.current.focus();
  };
  const popup = selected ? (
    <Suspense fallback={null}>
      <PlusOneDialog
        plusOne={selected}
        open={open}
        onOpenChange={setOpen}
        units={units}
        onCloseAutoFocus={returnFocus}
      />
    </Suspense>
  ) : null;
  return { show, popup, open };
}
