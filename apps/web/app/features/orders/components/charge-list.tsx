/** The cart and the bookings share one price breakdown (components/ui/booking-cells). */
export { ChargeList } from '../../../components/ui/booking-cells'
