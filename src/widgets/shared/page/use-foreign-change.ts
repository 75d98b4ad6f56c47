/**
 * Another user's change of the object a page shows, as the live stream reports it (src/core/live.ts):
 * the latest change of that object made elsewhere (not by this page), until dismissed or until the
 * object changes. A form uses it to say "changed by … — reload" instead of overwriting what the user
 * types, or silently saving over the other change.
 */
import { useEffect, useState } from 'react';
import type { ChangeObjectType } from '../../../core/contract/changes';
import { changeConcerns, type LiveChange } from '../../../core/live-changes';
import { onLiveChange } from '../../../core/live';

export interface WatchedObject {
  /** The kind of object of the audit entries ('agent'; src/core/contract/changes.ts). */
  objectType: ChangeObjectType;
  objectId: string;
  /** Only these kinds of change ('agent.updated'); default every kind. */
  kinds?: readonly string[];
}

export function useForeignChange(watched: WatchedObject | null): {
  change: LiveChange | null;
  dismiss: () => void;
} {
  const [change, setChange] = useState<LiveChange | null>(null);
  const key = watched ? `${watched.objectType}|${watched.objectId}|${(watched.kinds ?? []).join(',')}` : '';
  useEffect(() => {
    setChange(null);
    if (!key) return;
    const [objectType, objectId, kinds] = key.split('|');
    const target = {
      objectType: objectType as ChangeObjectType,
      objectId,
      kinds: kinds ? kinds.split(',') : undefined,
    };
    return onLiveChange((next, own) => {
      if (!own && changeConcerns(next, target)) setChange(next);
    });
  }, [key]);
  return { change, dismiss: () => setChange(null) };
}
