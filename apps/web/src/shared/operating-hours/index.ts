// The operating hours (docs/product/chat.md §2), shared by the footer and the chat widget.
export { useDepartmentHours } from './api/get-department-hours';
export { useBusinessHoursLine } from './business-hours-lines';
