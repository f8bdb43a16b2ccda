import { runStaffCommand } from './staff-command';

/** The entry of `npm run staff` (scripts/staff.mjs): see staff-command.ts. */
runStaffCommand(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
