/**
 * Page content shapes (docs/content-format.md#sections-per-page): values are
 * already plain text, split by their kind (docs/content-format.md#value-kinds).
 * Each shape is the built-in text's (src/content/defaults.json, which PHP
 * reads too), so a field is declared once, where its default is written.
 */
import defaults from './defaults.json';

export type HomeContent = typeof defaults.home;
export type BooksContent = typeof defaults.books;
export type AboutContent = typeof defaults.about;
export type EventsContent = typeof defaults.events;
export type ContactContent = typeof defaults.contact;
export type Interest = AboutContent[ 'interests' ][ number ];

export interface ContentByPage {
	home: HomeContent;
	books: BooksContent;
	about: AboutContent;
	events: EventsContent;
	contact: ContactContent;
}

export type PageKey = keyof ContentByPage;
