import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { MessageIcon } from '../../../components/ui/icons.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';

/** /textBlast-details: one blast and how its sending went. */
export default function TextBlastDetailsPage() {
  return (
    <div className="container page">
      <PageHeader title="Text blast details" back={{ to: '/text-blast', label: 'Text blasts' }} />
      <EmptyState title="No text blast selected" icon={<MessageIcon />}>
        Open a blast from your list to see its message, its progress and whether each recipient's text was
        delivered.
      </EmptyState>
    </div>
  );
}
