/**
 * The tray's buttons of a list's selection: "Add N to the tray" on lists of a tray kind, "Remove
 * N from the tray" on the tray's own list. Loaded with the first selection, not with the list
 * (the list's JS budget, docs/ARCHITECTURE.md).
 */
import type { BulkAction } from '~/lib/lists/bulk-actions';
import type { TrayResource } from '~/lib/schemas/tray-kinds';
import { AddToTrayButton } from './AddToTrayButton';
import { RemoveFromTrayButton } from './RemoveFromTrayButton';

interface TraySelectionButtonsProps {
  actions: readonly BulkAction[];
  trayResource: TrayResource | undefined;
  ids: readonly number[];
  parentId?: number;
  onAdded: () => void;
  onRemoved: () => void;
  t: (key: string, variables?: Record<string, unknown>) => string;
}

export default function TraySelectionButtons({ actions, trayResource, ids, parentId, onAdded, onRemoved, t }: TraySelectionButtonsProps) {
  return (
    <>
      {trayResource && actions.includes('addToTray') && <AddToTrayButton resource={trayResource} ids={ids} parentId={parentId} onAdded={onAdded} t={t} />}
      {actions.includes('removeFromTray') && <RemoveFromTrayButton ids={ids} onRemoved={onRemoved} t={t} />}
    </>
  );
}
