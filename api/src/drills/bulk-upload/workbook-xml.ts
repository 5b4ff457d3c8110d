import { SaxesParser } from 'saxes';
import { notAWorkbook, type WorkbookZip } from './workbook-zip';

export interface XmlHandlers {
  /** an element opens; `name` without its namespace prefix */
  open?: (name: string, attributes: Record<string, string>) => void;
  text?: (text: string) => void;
  close?: (name: string) => void;
}

/** Thrown by a handler that has read all it needs: parsing stops there, without unpacking the rest of the entry. */
export class EnoughRead extends Error {}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/**
 * Streams one XML entry of the workbook through a SAX parser, as it is unpacked: no part is ever held as a
 * whole document. Handlers may throw EnoughRead to stop early, or a DomainError to refuse the file.
 */
export function streamXml(zip: WorkbookZip, entry: string, handlers: XmlHandlers): void {
  const parser = new SaxesParser();
  if (handlers.open) {
    const open = handlers.open;
    parser.on('opentag', (tag) => open(localName(tag.name), tag.attributes as Record<string, string>));
  }
  if (handlers.text) {
    const text = handlers.text;
    parser.on('text', text);
    parser.on('cdata', text);
  }
  if (handlers.close) {
    const close = handlers.close;
    parser.on('closetag', (tag) => close(localName(tag.name)));
  }
  const decoder = new TextDecoder('utf-8');
  try {
    zip.read(entry, (chunk) => void parser.write(decoder.decode(chunk, { stream: true })));
    parser.write(decoder.decode());
    parser.close();
  } catch (error) {
    if (error instanceof EnoughRead) return;
    // saxes throws plain Errors on malformed XML; our own refusals (too big) are DomainErrors and pass through.
    if (error instanceof Error && error.constructor === Error) throw notAWorkbook();
    throw error;
  }
}

/** A part's path inside the zip from a relationship target (relative to the part's folder, or absolute). */
export function resolveTarget(folder: string, target: string): string {
  const path = target.startsWith('/') ? target.slice(1) : `${folder}/${target}`;
  const parts: string[] = [];
  for (const part of path.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}

/** Relationship ids → part paths (and types) of a part's .rels file; empty when it has none. */
export function relationships(
  zip: WorkbookZip,
  relsEntry: string,
  folder: string,
): Map<string, { target: string; type: string; external: boolean }> {
  const found = new Map<string, { target: string; type: string; external: boolean }>();
  if (!zip.has(relsEntry)) return found;
  streamXml(zip, relsEntry, {
    open(name, attributes) {
      if (name !== 'Relationship' || !attributes.Id || !attributes.Target) return;
      const external = attributes.TargetMode === 'External';
      found.set(attributes.Id, {
        target: external ? attributes.Target : resolveTarget(folder, attributes.Target),
        type: attributes.Type ?? '',
        external,
      });
    },
  });
  return found;
}
