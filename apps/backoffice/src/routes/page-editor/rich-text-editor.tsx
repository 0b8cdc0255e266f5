/**
 * A small rich-text editor: a `contenteditable` region with a toolbar (bold, italic, heading,
 * bulleted list, link). No editor library: the API sanitises every page's HTML on write with the
 * storefront's rules (`@clubshop/validation`'s rich-text policy), so the editor needs to make
 * only the few elements that policy keeps, and the screen stays a few kilobytes. The toolbar's
 * buttons are ordinary buttons (Tab reaches each); Ctrl+B and Ctrl+I work in the text.
 */
import { Button } from '@clubshop/ui-kit';
import { useEffect, useId, useRef } from 'react';
import { useT } from '../../app/i18n.ts';

/** Props of {@link RichTextEditor}. */
export interface RichTextEditorProps {
  label: string;
  /** The HTML when the editor opens (later changes of the prop are not applied: the editor owns it). */
  initialHtml: string;
  onChange: (html: string) => void;
  description?: string;
}

/** `document.execCommand` is deprecated but still the one way every browser edits rich text. */
function run(command: string, value?: string) {
  document.execCommand(command, false, value);
}

/** The editor. */
export function RichTextEditor({ label, initialHtml, onChange, description }: RichTextEditorProps) {
  const { t } = useT();
  const id = useId();
  const region = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the initial HTML only; the editor owns its content from here on
  useEffect(() => {
    if (region.current) region.current.innerHTML = initialHtml;
  }, []);
  const apply = (command: string, value?: string) => {
    region.current?.focus();
    run(command, value);
    onChange(region.current?.innerHTML ?? '');
  };
  const link = () => {
    const address = window.prompt(t('Page.LinkPrompt'), 'https://');
    if (address && /^(https:\/\/|\/)/.test(address)) apply('createLink', address);
  };
  return (
    <div className="bo-editor">
      <p className="bo-label" id={`${id}-label`}>
        {label}
      </p>
      <div role="toolbar" aria-label={label} aria-controls={`${id}-text`} className="bo-editor__toolbar">
        <Button size="sm" variant="outline" onClick={() => apply('bold')}>
          {t('Page.Bold')}
        </Button>
        <Button size="sm" variant="outline" onClick={() => apply('italic')}>
          {t('Page.Italic')}
        </Button>
        <Button size="sm" variant="outline" onClick={() => apply('formatBlock', '<h2>')}>
          {t('Page.Heading')}
        </Button>
        <Button size="sm" variant="outline" onClick={() => apply('insertUnorderedList')}>
          {t('Page.BulletList')}
        </Button>
        <Button size="sm" variant="outline" onClick={link}>
          {t('Page.Link')}
        </Button>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: rich text needs a contenteditable region; a textarea holds plain text only */}
      <div
        id={`${id}-text`}
        ref={region}
        className="bo-editor__text"
        contentEditable
        role="textbox"
        tabIndex={0}
        aria-multiline="true"
        aria-labelledby={`${id}-label`}
        aria-describedby={description ? `${id}-description` : undefined}
        onInput={(event) => onChange(event.currentTarget.innerHTML)}
        suppressContentEditableWarning
      />
      {description ? <p id={`${id}-description`}>{description}</p> : null}
    </div>
  );
}
