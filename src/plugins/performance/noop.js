// Stands in for a client module whose work has moved elsewhere (see index.ts).
'use strict';
