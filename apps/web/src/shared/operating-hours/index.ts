// The operating hours (docs/product/chat.md §2), shared by the footer and the chat widget.
export { departmentHoursQueryOptions, operatingHoursKeys, useDepartmentHours } from './api/get-department-hours';
export { businessHoursLine, useBusinessHoursLine } from './business-hours-lines';
