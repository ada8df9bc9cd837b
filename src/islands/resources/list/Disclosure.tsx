import { useId, useState, type ReactNode } from 'react';

interface DisclosureProps {
  label: string;
  children: (close: () => void) => ReactNode;
  name: string;
  /** Open from the start (the compact toolbar's "Filter" opens the filter builder so). */
  initiallyOpen?: boolean;
}

/** A toolbar button that shows or hides its panel below the toolbar. */
export function Disclosure({ label, children, name, initiallyOpen = false }: DisclosureProps) {
  const id = useId();
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <div className="contents">
      <button type="button" className="btn-outline" aria-expanded={open} aria-controls={id} data-disclosure={name} onClick={() => setOpen(!open)}>
        {label}
      </button>
      <div id={id} hidden={!open} className="card w-full p-3 order-last" data-panel={name}>
        {open && children(() => setOpen(false))}
      </div>
    </div>
  );
}
