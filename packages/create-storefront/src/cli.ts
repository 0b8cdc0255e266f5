#!/usr/bin/env node
/** The bin of `npm create @clubshop/storefront`: see create-storefront.ts. */
import { createStorefront } from './create-storefront.ts';

process.exitCode = createStorefront(process.argv.slice(2));
