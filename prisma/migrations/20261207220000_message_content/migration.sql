-- Messages beyond text and templates: media (image, video, audio, document), interactive reply
-- buttons and lists, and a customer's tapped template button. "body" keeps a readable text (the
-- caption, the interactive body, or e.g. "[image]") for lists and search; "content" holds the
-- structured payload (the media reference, Meta's interactive object, the reply tapped, a
-- template's header and button components).
ALTER TABLE "messages" ADD COLUMN "content" JSONB;

ALTER TABLE "messages" DROP CONSTRAINT "messages_type_known";
ALTER TABLE "messages" ADD CONSTRAINT "messages_type_known" CHECK ("type" IN ('text', 'template',
  'image', 'video', 'audio', 'document', 'interactive', 'button'));
