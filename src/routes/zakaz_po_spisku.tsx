import { createFileRoute } from '@tanstack/react-router'
import { OrderListPage } from '../features/order-list/components/OrderListPage.tsx'

export const Route = createFileRoute('/zakaz_po_spisku')({ component: OrderListPage })
