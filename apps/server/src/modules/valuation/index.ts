/** The valuation module's front door (docs/architecture.md): the console enters the broker's value through it. */
export { enterBrokerValue } from './enter-broker-value.service';
