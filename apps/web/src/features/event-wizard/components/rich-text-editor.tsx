import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';

export interface RichTextEditorProps {
  label: string;
  /** HTML; read once when the editor mounts, then the editor owns it. */
  initialValue: string;
  onChange: (html: string) => void;
  hint?: string;
  error?: string;
}

type Command = 'bold' | 'italic' | 'insertUnorderedList' | 'insertOrderedList';

const TOOLS: readonly { command: Command; label: string; glyph: string }[] = [
  { command: 'bold', label: 'Bold', glyph: 'B' },
  { command: 'italic', label: 'Italic', glyph: 'I' },
  { command: 'insertUnorderedList', label: 'Bulleted list', glyph: '•' },
  { command: 'insertOrderedList', label: 'Numbered list', glyph: '1.' },
];

/**
 * A light formatted-text editor: the browser's contentEditable with bold, italic, lists and
 * links. The server keeps only safe tags (p, br, strong, em, lists, a …), so whatever is pasted
 * in comes out clean. Loaded only on the step that uses it.
 */
export default function RichTextEditor({ label, initialValue, onChange, hint, error }: RichTextEditorProps) {
  const id = useId();
  const editor = useRef<HTMLDivElement>(null);
  const savedRange = useRef<Range | null>(null);
  const [linking, setLinking] = useState(false);
  const [link, setLink] = useState('https://');
  const [linkProblem, setLinkProblem] = useState<string | null>(null);

  useEffect(() => {
    if (editor.current) editor.current.innerHTML = initialValue;
    // Enter makes a paragraph, which the server keeps; Chrome's default <div> would be dropped
    // and the two lines run together on the event page.
    document.execCommand('defaultParagraphSeparator', false, 'p');
    // Only the first value: re-setting innerHTML while typing would move the caret.
  }, []);

  function emit() {
    onChange(editor.current?.innerHTML ?? '');
  }

  function run(command: Command | 'createLink', value?: string) {
    editor.current?.focus();
    document.execCommand(command, false, value);
    emit();
  }

  function rememberSelection() {
    const selection = window.getSelection();
    const range = selection && selection.rangeCount > 0 ? selection.getRangeAt(0) : null;
    savedRange.current =
      range && editor.current?.contains(range.commonAncestorContainer) ? range.cloneRange() : null;
  }

  function addLink() {
    if (!/^https?:\/\/\S+\.\S+/i.test(link.trim())) {
      setLinkProblem('Enter a link starting with https://');
      return;
    }
    editor.current?.focus();
    const selection = window.getSelection();
    if (savedRange.current && selection) {
      selection.removeAllRanges();
      selection.addRange(savedRange.current);
    }
    if (selection?.isCollapsed) document.execCommand('insertText', false, link.trim());
    run('createLink', link.trim());
    setLinking(false);
    setLinkProblem(null);
    setLink('https://');
  }

  function onLinkKey(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'Enter') {
      e.preventDefault();
      addLink();
    } else if (e.key === 'Escape') {
      setLinking(false);
    }
  }

  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field rich-editor">
      <span id={`${id}-label`} className="label">
        {label}
      </span>
      <div role="toolbar" aria-label="Formatting" aria-controls={`${id}-area`} className="rich-toolbar">
        {TOOLS.map((tool) => (
          <button
            key={tool.command}
            type="button"
            className="rich-tool"
            aria-label={tool.label}
            title={tool.label}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => run(tool.command)}
          >
            <span aria-hidden="true" className={`rich-glyph-${tool.command}`}>
              {tool.glyph}
            </span>
          </button>
        ))}
        <button
          type="button"
          className="rich-tool"
          aria-expanded={linking}
          onMouseDown={(e) => {
            e.preventDefault();
            rememberSelection();
          }}
          onClick={() => setLinking((l) => !l)}
        >
          Link
        </button>
      </div>
      {linking && (
        <div className="rich-link row">
          <input
            className="input"
            type="url"
            aria-label="Link address"
            value={link}
            onChange={(e) => setLink(e.target.value)}
            onKeyDown={onLinkKey}
            // biome-ignore lint/a11y/noAutofocus: the person just asked to type a link
            autoFocus
          />
          <Button size="sm" onClick={addLink}>
            Add link
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setLinking(false)}>
            Cancel
          </Button>
          {linkProblem && (
            <span className="field-error" role="alert">
              {linkProblem}
            </span>
          )}
        </div>
      )}
      {/* biome-ignore lint/a11y/useSemanticElements: formatted text needs contentEditable, which a textarea can't be */}
      <div
        id={`${id}-area`}
        ref={editor}
        className="textarea rich-area"
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        tabIndex={0}
        aria-multiline="true"
        aria-labelledby={`${id}-label`}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        onInput={emit}
        onBlur={emit}
      />
      {hint && (
        <span id={`${id}-hint`} className="hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className="field-error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
