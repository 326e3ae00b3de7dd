import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { UsersIcon } from '../../../components/ui/icons.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';

/** /host-center/subscribers: people who follow the host's organization. */
export default function SubscribersPage() {
  return (
    <div className="container page">
      <PageHeader title="Subscribers" back={{ to: '/host-center', label: 'Host Center' }} />
      <EmptyState title="No subscribers yet" icon={<UsersIcon />}>
        People who subscribe to your organization will be listed here. They hear about your new events first
        and can receive your text blasts.
      </EmptyState>
    </div>
  );
}
