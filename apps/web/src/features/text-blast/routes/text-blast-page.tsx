import { ButtonLink } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { MessageIcon } from '../../../components/ui/icons.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';

/** /text-blast: the host's text messages to guests and subscribers. */
export default function TextBlastPage() {
  return (
    <div className="container page">
      <PageHeader
        title="Text blasts"
        description="Send one text message to the guests of your events or to your subscribers."
        back={{ to: '/host-center', label: 'Host Center' }}
        actions={
          <ButtonLink to="/recipient-selection" variant="secondary">
            Choose recipients
          </ButtonLink>
        }
      />
      <EmptyState title="No text blasts yet" icon={<MessageIcon />}>
        Blasts you send will be listed here with how many people they reached. People who reply STOP are never
        texted again.
      </EmptyState>
    </div>
  );
}
