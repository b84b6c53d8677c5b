import { describeEventBusContract } from '../testing/bus-contract.js';
import { TEST_KAFKA_BROKERS, uniqueName } from '../testing/test-env.js';
import { InProcessEventBus } from './in-process-bus.js';
import { KafkaEventBus } from './kafka-bus.js';

describeEventBusContract('in-process', async () => new InProcessEventBus({ first: 10, max: 100 }));
describeEventBusContract('kafka', async () => new KafkaEventBus({ brokers: TEST_KAFKA_BROKERS, clientId: uniqueName('contract'), sessionTimeoutMs: 6000 }));
