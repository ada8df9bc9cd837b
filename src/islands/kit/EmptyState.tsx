import type { HTMLAttributes, ReactNode } from 'react';
import './kit-words';

interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** A lucide icon class (`i-lucide-search-x`). */
  icon?: string;
  /** One sentence saying what is not there. */
  children: ReactNode;
  /** What the user can do about it (clear the filter). */
  action?: { label: string; onClick(): void };
  compact?: boolean;
}

/** An answer with nothing in it: an icon, a sentence, and maybe one way out. */
export function EmptyState({ icon = 'i-lucide-inbox', children, action, compact = false, className = '', ...rest }: EmptyStateProps) {
  if (compact) {
    return <div className={`px-2 py-1 text-sm text-muted ${className}`} data-kit-empty {...rest}>{children}</div>;
  }
  return (
    <div className={`card min-h-28 flex flex-col items-start justify-center gap-3 p-4 ${className}`} data-kit-empty {...rest}>
      <p className="m-0 flex items-center gap-2">
        <span className={`${icon} text-xl text-muted`} aria-hidden="true" />
        {children}
      </p>
      {action && <button type="button" className="btn-outline" onClick={action.onClick}>{action.label}</button>}
    </div>
  );
}
