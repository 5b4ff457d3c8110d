// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { undoShortcut } from './undo-shortcut';

const key = (k: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

describe('undo shortcuts', () => {
  it('reads Ctrl/Cmd+Z and Ctrl/Cmd+Shift+Z and Ctrl+Y', () => {
    expect(undoShortcut(key('z', { ctrlKey: true }), document.body)).toBe('undo');
    expect(undoShortcut(key('z', { metaKey: true }), document.body)).toBe('undo');
    expect(undoShortcut(key('Z', { ctrlKey: true, shiftKey: true }), document.body)).toBe('redo');
    expect(undoShortcut(key('y', { ctrlKey: true }), document.body)).toBe('redo');
    expect(undoShortcut(key('z'), document.body)).toBeNull();
    expect(undoShortcut(key('z', { ctrlKey: true, altKey: true }), document.body)).toBeNull();
  });

  it('leaves typing alone: text inputs, text areas and rich text keep their own undo', () => {
    const input = document.createElement('input');
    const checkbox = Object.assign(document.createElement('input'), { type: 'checkbox' });
    const editable = document.createElement('div');
    editable.setAttribute('contenteditable', 'true');
    const inside = document.createElement('p');
    editable.append(inside);
    expect(undoShortcut(key('z', { ctrlKey: true }), input)).toBeNull();
    expect(undoShortcut(key('z', { ctrlKey: true }), document.createElement('textarea'))).toBeNull();
    expect(undoShortcut(key('z', { ctrlKey: true }), inside)).toBeNull();
    expect(undoShortcut(key('z', { ctrlKey: true }), checkbox)).toBe('undo');
  });
});
