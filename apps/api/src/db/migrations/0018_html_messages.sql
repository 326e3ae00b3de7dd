-- E-mails go out as HTML with a plain-text part (and a receipt's .ics attached). The dev outbox
-- keeps both parts and the attachments so a developer sees what a reader would; `body` stays the
-- plain text (or the SMS), which is what tests and the e2e specs read sign-in codes from.
ALTER TABLE outbox_messages ADD COLUMN html text;
-- [{ "filename", "contentType", "content" }]; attachments are small text files (calendar entries).
ALTER TABLE outbox_messages ADD COLUMN attachments jsonb NOT NULL DEFAULT '[]';

-- A guest notice's HTML part, rendered with its text when the change is made; NULL for notices
-- stored before, which go out as text only.
ALTER TABLE event_notices ADD COLUMN email_html text;
