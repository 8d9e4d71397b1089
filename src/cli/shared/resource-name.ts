/** Reading a resource name from the command line, against the resource table. */
import { type ResourceName, resourceNames, resources } from '../../index.js';
import { CliError } from '../core/errors/cli-error.js';

/** The resource of that name, or a one-line error listing the resources there are. */
export function resourceNamed(name: string): ResourceName {
  if ((resourceNames as readonly string[]).includes(name)) return name as ResourceName;
  throw new CliError(`unknown resource '${name}' (resources: ${resourceNames.join(', ')})`);
}

/** The resources that answer a request by id (`/teams/{id}`), from the table. */
export function resourcesById(): ResourceName[] {
  return resourceNames.filter((name) => resources[name].byIdPath !== null);
}
