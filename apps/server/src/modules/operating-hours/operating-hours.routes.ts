import {
  addConsoleHolidayContract,
  getChatOpenStatusContract,
  getChatWeekHoursContract,
  getConsoleHoursContract,
  getDepartmentHoursContract,
  removeConsoleHolidayContract,
  setConsoleHoursContract,
} from '@heloc/domain/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requireStaff } from '../../platform/auth/staff-principal';
import { contractRoute } from '../../platform/http/contract-route';
import { contextOf } from '../service-context';
import { addConsoleHoliday } from './add-holiday.service';
import { getChatOpenStatus } from './get-chat-open-status.service';
import { getConsoleHours } from './get-console-hours.service';
import { getDepartmentHours } from './get-department-hours.service';
import { removeConsoleHoliday } from './remove-holiday.service';
import { setConsoleHours } from './set-console-hours.service';

/** The contract's header schema has checked x-org is there. */
const orgOf = (request: FastifyRequest): string => String(request.headers['x-org']);

/**
 * The phone's and the chat's operating hours (docs/product/chat.md §2): the public reads the footer and the widget
 * poll, and the console's hours and holidays, for admins scoped to the organisation.
 */
export const operatingHoursRoutes: FastifyPluginAsync = async (app) => {
  const ctx = contextOf(app);
  contractRoute(
    app,
    getDepartmentHoursContract,
    async (request) => getDepartmentHours(ctx, orgOf(request), request.params.department, request.query.display),
    { polled: true },
  );
  contractRoute(app, getChatOpenStatusContract, async (request) => getChatOpenStatus(ctx, orgOf(request)), {
    polled: true,
  });
  contractRoute(app, getChatWeekHoursContract, async (request) => getDepartmentHours(ctx, orgOf(request), 'OPS_CHAT'), {
    polled: true,
  });
  contractRoute(app, getConsoleHoursContract, async (request) =>
    getConsoleHours(ctx, requireStaff(request), request.params.orgCode),
  );
  contractRoute(app, setConsoleHoursContract, async (request) => {
    const { orgCode, department } = request.params;
    return setConsoleHours(ctx, requireStaff(request), orgCode, department, request.body.weekdays);
  });
  contractRoute(app, addConsoleHolidayContract, async (request) =>
    addConsoleHoliday(ctx, requireStaff(request), request.params.orgCode, request.body),
  );
  contractRoute(app, removeConsoleHolidayContract, async (request) =>
    removeConsoleHoliday(ctx, requireStaff(request), request.params.orgCode, request.params.holidayUuid),
  );
};
