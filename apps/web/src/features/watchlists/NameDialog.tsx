import { watchlistNameField } from '@signaldesk/contract';
import { NamingDialog } from '../../components/NamingDialog.js';

interface Props {
  title: string;
  initial?: string;
  /** Names the new one must differ from (the list's other sections), with what to say when it does not. */
  taken?: { names: readonly string[]; text: string };
  /** Settles once the server took the name; a refusal shows under the field and keeps the dialog open. */
  onSave: (name: string) => Promise<unknown>;
  onClose: () => void;
}

/** A name for a list or a section; the name it had already closes the dialog without a call. */
export function NameDialog({ title, initial = '', taken, onSave, onClose }: Props) {
  return (
    <NamingDialog
      namespace="watchlist"
      title={title}
      initial={initial}
      rule={watchlistNameField}
      refuse={(name) => (taken?.names.includes(name) ? taken.text : null)}
      onSave={(name) => (name === initial.trim() ? Promise.resolve() : onSave(name))}
      onClose={onClose}
      testIds={{ dialog: 'watchlist-name-dialog', input: 'watchlist-name-input', save: 'watchlist-name-save' }}
    />
  );
}
