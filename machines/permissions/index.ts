export {
  type AccountMenuGroup,
  type AccountMenuItem,
  accountMenu,
  filterMenu,
} from './account-menu.ts'
export {
  can,
  type PermissionHolder,
  type PermissionItem,
  type PermissionOptions,
  type Requirement,
} from './permissions.ts'
