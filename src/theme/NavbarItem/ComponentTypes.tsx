/**
 * Wrapped (not ejected) to register one navbar item type of our own next to
 * the built-in ones: `custom-testsNavbarItem`, shown on the /tests pages.
 * The theme only accepts extra types whose name starts with `custom-`.
 */
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import type {ComponentTypesObject} from '@theme/NavbarItem/ComponentTypes';
import TestsNavbarItem from '@site/src/components/TestsNavbarItem';
import {testsNavbarItemType} from '@site/src/utils/testsPath';

const componentTypes: ComponentTypesObject = {
  ...ComponentTypes,
  [testsNavbarItemType]: TestsNavbarItem,
};

export default componentTypes;
