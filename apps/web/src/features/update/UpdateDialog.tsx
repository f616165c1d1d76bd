import { Suspense, useEffect } from 'react';
import { useStore } from '../../app/useStore.js';
import { useOpenedOnce } from '../shell/useOpenedOnce.js';
import { appUpdate } from './appUpdate.js';
import { shellPart } from '../shell/shellPart.js';

const NewVersionDialog = shellPart('NewVersionDialog');

/** Offers a waiting new version; the dialog itself is fetched the first time one is offered. */
export function UpdateDialog() {
  const state = useStore(appUpdate.state);
  const opened = useOpenedOnce(state === 'open' || state === 'upgrading');

  useEffect(() => {
    if (state === 'available') appUpdate.show();
  }, [state]);

  return <Suspense>{opened && <NewVersionDialog />}</Suspense>;
}
