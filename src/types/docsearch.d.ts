// Entry points of @docsearch/react that ship without their own typings.
declare module '@docsearch/react/modal' {
  export {DocSearchModal} from '@docsearch/react';
}

declare module '@docsearch/css/dist/_variables.css';
declare module '@docsearch/css/dist/button.css';
declare module '@docsearch/css/dist/modal.css';
