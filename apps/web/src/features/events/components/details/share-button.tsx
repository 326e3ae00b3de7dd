import { Button } from '../../../../components/ui/button.tsx';
import { useToast } from '../toast.tsx';

export interface ShareButtonProps {
  title: string;
  url: string;
  /** A line for the message the share sheet prepares (e.g. "I'm going to …"). */
  text?: string;
  label?: string;
}

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** The phone's share sheet when the browser has one, else copies the link and says so. */
export function ShareButton({ title, url, text, label = 'Share' }: ShareButtonProps) {
  const { show, toast } = useToast();

  async function share() {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share(text ? { title, text, url } : { title, url });
        return;
      } catch (err) {
        // Closing the sheet is a choice, not a failure; anything else falls back to copying.
        if ((err as Error).name === 'AbortError') return;
      }
    }
    show((await copy(url)) ? 'Link copied' : `Copy this link: ${url}`);
  }

  return (
    <>
      <Button variant="secondary" onClick={() => void share()}>
        {label}
      </Button>
      {toast}
    </>
  );
}
