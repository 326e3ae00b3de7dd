import { EmptyState } from '../../../components/ui/empty-state.tsx';

/** /create-event/general-settings */
export default function GeneralSettingsPage() {
  return (
    <section>
      <EmptyState title="General settings">
        This step will set whether the guest list is visible, whether guests can match and chat, whether new
        guests need your approval, and a minimum age.
      </EmptyState>
    </section>
  );
}
