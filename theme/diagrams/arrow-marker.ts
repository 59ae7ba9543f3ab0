import { createContext } from 'react';

/** The id of the drawing's arrowhead marker, unique on the page. */
export const ArrowMarkerContext = createContext('');
