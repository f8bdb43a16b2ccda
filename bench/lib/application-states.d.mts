// Types of bench/lib/application-states.mjs, for the cluster tests written in TypeScript.

/** An applicant at NOTE_SIGNING who has consented to sign electronically. */
export declare const applicationAtSigning: (baseUrl: string) => Promise<{ token: string; uuid: string }>;
