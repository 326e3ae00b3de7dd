import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { UsersIcon } from '../../../components/ui/icons.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';

/** /recipient-selection: who a text blast goes to. */
export default function RecipientSelectionPage() {
  return (
    <div className="container page">
      <PageHeader title="Choose recipients" back={{ to: '/text-blast', label: 'Text blasts' }} />
      <EmptyState title="No one to text yet" icon={<UsersIcon />}>
        The guests of your events and your subscribers who have a phone number will be listed here, 20 at a
        time, so you can pick who receives your blast.
      </EmptyState>
    </div>
  );
}
