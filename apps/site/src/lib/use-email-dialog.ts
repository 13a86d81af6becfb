import { useRef, useState } from 'react';

/**
 * The wiring of a detail page's 'Email …' button and its lazy email dialog (product and recipe pages): the
 * dialog's code loads once the button is first pressed (`wanted`), and, as it opens without a Radix trigger, focus
 * goes back to the button when it closes.
 */
export function useEmailDialog() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return {
    wanted,
    /** Props of the button opening the dialog. */
    button: {
      ref: buttonRef,
      'aria-haspopup': 'dialog' as const,
      onClick: () => {
        setWanted(true);
        setOpen(true);
      },
    },
    /** Props of the dialog. */
    dialog: {
      open,
      onOpenChange: setOpen,
      onCloseAutoFocus: (event: Event) => {
        event.preventDefault();
        buttonRef.current?.focus();
      },
    },
  };
}
