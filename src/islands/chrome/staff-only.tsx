import { lazy, Suspense, type ComponentType } from 'react';
import { useStore } from '@nanostores/react';
import { $user } from '~/lib/session/user-store';
import { holdsPermission } from '~/lib/permissions/can';
import { staffAbility } from '~/lib/permissions/permission-names';

/**
 * Chrome that only staff see, loaded only for staff: a customer's page never downloads it
 * (the layouts' JS budgets, DESIGN.md section 10).
 */
export function staffOnly(load: () => Promise<{ default: ComponentType }>): ComponentType {
  const Part = lazy(load);
  return function StaffOnly() {
    const user = useStore($user);
    if (!holdsPermission(user, staffAbility)) return null;
    return (
      <Suspense fallback={null}>
        <Part />
      </Suspense>
    );
  };
}
