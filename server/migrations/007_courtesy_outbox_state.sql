-- Issue 9 item 4: a courtesy kept in the outbox (no SMTP_URL / WHATSAPP_API_URL) is '@OUTBOX', not
-- '@SENT'; '@SENT' means the SMTP server or the WhatsApp API accepted it, and only then is sent_at set.
ALTER TABLE courtesies DROP CONSTRAINT IF EXISTS courtesies_delivery_status_check;
ALTER TABLE courtesies ADD CONSTRAINT courtesies_delivery_status_check
  CHECK (delivery_status IN ('@QUEUED', '@SENT', '@FAILED', '@OUTBOX'));
-- Courtesies counted as sent whose last attempt only reached the outbox.
UPDATE courtesies c SET delivery_status = '@OUTBOX', sent_at = NULL
  FROM (SELECT DISTINCT ON (courtesy_id) courtesy_id, status FROM outbox
         WHERE courtesy_id IS NOT NULL ORDER BY courtesy_id, created_at DESC) last
 WHERE last.courtesy_id = c.id AND last.status = '@OUTBOX' AND c.delivery_status = '@SENT';
UPDATE outbox SET sent_at = NULL WHERE status = '@OUTBOX';
