import { z } from 'zod';
import { DISCOUNT_TYPES } from '../enums/loan';
import { lazySchema } from '../helpers/lazy-schema';

/**
 * docs/product/widgets-and-calculations.md §3: "and specific partner credit-union types". Ours: `CREDIT_UNION_<CODE>`,
 * the partner's organisation code in capitals (CREDIT_UNION_LAKESHORECU), priced only for that credit union.
 */
export const PARTNER_CREDIT_UNION_DISCOUNT = /^CREDIT_UNION_[A-Z0-9]{2,40}$/;
export const discountTypeSchema = lazySchema(() =>
  z.union([
    z.enum(DISCOUNT_TYPES),
    z
      .string()
      .max(54)
      .regex(PARTNER_CREDIT_UNION_DISCOUNT, 'A partner discount type is CREDIT_UNION_ and the partner code.'),
  ]),
);

/** The partner credit-union discount type of an organisation code. */
export const partnerCreditUnionDiscountType = (orgCode: string): string =>
  `CREDIT_UNION_${orgCode.toUpperCase().replace(/[^A-Z0-9]/g, '')}`;

/**
 * Whether a discount of `type` applies to an organisation (docs/pricing.md step 3): ALL_IN and AUTOPAY to all,
 * CREDIT_UNION to a credit union, a partner credit-union type only to that credit union.
 */
export const discountApplies = (type: string, org: { orgCode: string; isCreditUnion: boolean }): boolean => {
  if (type === 'CREDIT_UNION') return org.isCreditUnion;
  if (type.startsWith('CREDIT_UNION_'))
    return org.isCreditUnion && type === partnerCreditUnionDiscountType(org.orgCode);
  return true;
};
