/**
 * Page content shapes (docs/content-format.md#sections-per-page), typed from
 * defaults.json so a field is declared once, where its default is written.
 */
import defaults from './defaults.json';

export type HomeContent = typeof defaults.home;
export type BooksContent = typeof defaults.books;
export type AboutContent = typeof defaults.about;
export type EventsContent = typeof defaults.events;
export type ContactContent = typeof defaults.contact;
export type PressContent = typeof defaults.press;
export type Interest = AboutContent[ 'interests' ][ number ];

export interface ContentByPage {
	home: HomeContent;
	books: BooksContent;
	about: AboutContent;
	events: EventsContent;
	contact: ContactContent;
	press: PressContent;
}

export type PageKey = keyof ContentByPage;
