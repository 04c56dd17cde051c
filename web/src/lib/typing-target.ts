/** What isTypingTarget reads of a key event's target. */
type TypingTargetFields = { tagName?: string; type?: string; isContentEditable?: boolean };

// Inputs that take no text: a key pressed on them types nothing.
const NON_TEXT_INPUT_TYPES = new Set(['button', 'checkbox', 'color', 'file', 'hidden', 'image', 'radio', 'range', 'reset', 'submit']);

/**
 * Whether a key pressed on `target` goes into a field (a text input, a text area, a select, editable
 * text): a shortcut that is no text editing key must then leave the key to the field.
 */
export function isTypingTarget(target: EventTarget | TypingTargetFields | null): boolean {
  if (target === null) return false;
  const { tagName = '', type = '', isContentEditable = false } = target as TypingTargetFields;
  if (isContentEditable) return true;
  switch (tagName.toUpperCase()) {
    case 'TEXTAREA':
    case 'SELECT':
      return true;
    case 'INPUT':
      return !NON_TEXT_INPUT_TYPES.has(type.toLowerCase());
    default:
      return false;
  }
}
