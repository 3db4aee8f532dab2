import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { REVOKED_SHARED_LINK } from '../../../../core/src/schemas/shared-document';
import { ApiError } from '../../lib/api';
import { openSharedLink } from '../upload/open-saved-work';

/** Why a shared link did not open, in words for the person who followed it. */
export interface SharedLinkProblem {
  title: string;
  text: string;
}

const REVOKED: SharedLinkProblem = {
  title: REVOKED_SHARED_LINK,
  text: 'The mockup it showed is no longer shared. You can still make your own: upload a design and pick a product.',
};
const UNREADABLE: SharedLinkProblem = {
  title: 'Could not open the shared mockup',
  text: 'The link may have been mistyped or removed. Ask whoever sent it for a new one.',
};

export const sharedLinkProblem = (error: unknown): SharedLinkProblem =>
  error instanceof ApiError && error.status === 410 ? REVOKED : UNREADABLE;

/**
 * A shared editor link (`…/edit?shared=<id>`): its design and layers are kept in this browser before the editor
 * opens, then the parameter leaves the address, so a reload keeps this browser's edits. `opening` while it loads;
 * `problem` when it could not be opened (revoked by its owner, unknown, unreadable), kept until the page changes.
 */
export function useSharedLink(): { opening: boolean; problem: SharedLinkProblem | null } {
  const [search, setSearch] = useSearchParams();
  const linkId = search.get('shared');
  const [opened, setOpened] = useState<string | null>(null);
  const [problem, setProblem] = useState<SharedLinkProblem | null>(null);
  useEffect(() => {
    if (!linkId) return;
    let cancelled = false;
    const done = (failure: SharedLinkProblem | null) => {
      if (cancelled) return;
      setProblem(failure);
      setOpened(linkId);
      setSearch(
        (params) => {
          params.delete('shared');
          return params;
        },
        { replace: true },
      );
    };
    openSharedLink(linkId).then(
      () => done(null),
      (error: unknown) => done(sharedLinkProblem(error)),
    );
    return () => {
      cancelled = true;
    };
  }, [linkId, setSearch]);
  return { opening: linkId !== null && opened !== linkId, problem };
}
