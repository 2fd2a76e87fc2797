/**
 * The texts of the PDF documents (receipt, invoice and credit note, agency's monthly statement;
 * catalogues in ./i18n), bound by core's one catalogue() factory to the document's language.
 */
import { cataloguePerLang, labelWriter, type Lang, type Translate } from '../../core';
import en from './i18n/document-en';
import fr from './i18n/document-fr';
import nl, { type DocumentMessageId, type DocumentMessages } from './i18n/document-nl';

/** The document catalogue of each language. */
export const DOCUMENT_MESSAGES = { nl, fr, en } as const;

/** The document texts bound to one language; message ids and argument names checked. */
export type DocumentText = Translate<typeof nl>;

/** Gives the document texts in `lang`. */
export const documentText: (lang: Lang) => DocumentText = cataloguePerLang(DOCUMENT_MESSAGES);

/** Writes one labelled document line, "Label: value", through the catalogue's `document.label` pattern. */
export const documentLine = labelWriter(nl, 'document.label');

export type { DocumentMessageId, DocumentMessages };
