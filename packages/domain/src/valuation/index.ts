// The valuation without an AVM (bpo/*, hold) and qualifying with assets (product/assets).
export * from './valuation';
export * from './assets';
